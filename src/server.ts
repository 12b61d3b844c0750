/**
 * `uikit-react/server`: create sessions with the API key on your server. Web-standard
 * Request/Response only, no React, so it runs in Node 20 and edge runtimes alike.
 */
export * from './server/index';
