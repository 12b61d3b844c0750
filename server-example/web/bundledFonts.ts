// The fonts of `?fonts=bundled` (see main.tsx): loaded only with that flag, as their own chunk.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/jetbrains-mono/400.css';
