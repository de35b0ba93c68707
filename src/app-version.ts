declare const __APP_VERSION__: string | undefined;

/** The version of this build (package version + commit), set by vite.config.ts. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
