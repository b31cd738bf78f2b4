/**
 * React's DOM renderer, run in a chunk of its own (vite.config.ts groups it with React): a drawn or prerendered
 * page's src/start.ts imports that chunk, then the app's entry in a later task. The renderer's module code is about
 * half of what the entry runs before the page answers, and as one task the two were the longest a drawn page had
 * after its first paint (issue 27). main.tsx takes the renderer from here, so that every other page runs it with
 * the entry.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
