// server.ts
import express from 'express';
import { createSessionHandler, toNodeHandler } from 'uikit-react/server';

const app = express();

// The route the chat asks for a session: the API key never leaves this server.
app.post(
  '/api/uikit/session',
  toNodeHandler(
    createSessionHandler({
      apiKey: process.env.UIKIT_API_KEY!,
      baseUrl: process.env.UIKIT_BASE_URL!,
      session: { workflow: { id: process.env.UIKIT_WORKFLOW ?? 'support' } },
    }),
  ),
);

// The app Vite built (`npm run build`).
app.use(express.static('dist'));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => {
  console.log(`Listening on http://localhost:${port}`);
});
