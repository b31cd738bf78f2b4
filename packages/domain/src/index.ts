export * from './dates.js';
export * from './games.js';
export * from './money.js';
export * from './pricing.js';
export * from './validation.js';
export * from './video-links.js';
