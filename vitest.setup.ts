import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// console.error during a test is a failure unless the test replaces console.error itself.
const original = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  };
});
afterEach(() => {
  console.error = original;
});

// Test files share their worker's modules and globals (\`isolate: false\`): none leaves fake timers to the next.
afterAll(() => {
  vi.useRealTimers();
});
