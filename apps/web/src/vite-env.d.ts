/** The year of the build (vite.config.ts `define`): what a page prerendered by the build says in its footer. */
declare const __BUILD_YEAR__: number;
