/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The uikit API the browser talks to with its session, e.g. https://api.example.com */
  readonly VITE_UIKIT_BASE_URL: string;
}
