// src/main.tsx
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Support } from './Support';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Support />
  </StrictMode>,
);
