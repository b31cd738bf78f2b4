import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_KEYS, TURNOVER_KEYS } from './entry';
import { clockSourceText } from './game-clock-panel';
import { SPOT_KEYS } from './shot-spots';

const guide = readFileSync(new URL('../../../../../docs/analyst-guide.md', import.meta.url), 'utf8');
/** The first cell of every table row of the guide, trimmed. */
const firstCells = guide
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .map((line) => line.split('|')[1]?.trim() ?? '');

describe('the analyst guide teaches the keys the workspace takes', () => {
  it('lists every turnover kind key with its kind', () => {
    for (const [key, kind] of Object.entries(TURNOVER_KEYS)) {
      expect(guide, key).toMatch(new RegExp(`^\\| ${key} +\\| ${kind}`, 'm'));
    }
  });

  it('lists every zone key', () => {
    const taught = new Set(firstCells.flatMap((cell) => cell.split(' / ')));
    for (const key of SPOT_KEYS) expect(taught.has(key), key).toBe(true);
  });

  it('has the lineup window’s keys, every bench place among them', () => {
    const range = (keys: readonly string[]) => `${keys[0] ?? ''}-${keys.at(-1) ?? ''}`;
    const places = `then ${range(BENCH_KEYS.slice(0, 10))} / ${range(BENCH_KEYS.slice(10))}`;
    expect(firstCells).toEqual(expect.arrayContaining(['Lineup window', '1-5 / 6-0', places, 'then #', 'Enter']));
  });

  it('teaches the bench’s letters, in the order the keys take them', () => {
    const letters = BENCH_KEYS.slice(10).map((key) => `\`${key}\``);
    expect(guide.replace(/\s+/g, ' ')).toContain(letters.join(' '));
  });

  it('quotes the clock panel’s words for a clock that follows the scoreboard', () => {
    const board = { clock: 300, running: true };
    const lead = (text: string | null) => `**${text?.split(':')[0] ?? ''}**`;
    expect(guide).toContain(lead(clockSourceText({ by: 'scoreboard', board }, board, true)));
    expect(guide).toContain(lead(clockSourceText({ by: 'hand' }, null, true)));
    expect(guide).toContain(lead(clockSourceText({ by: 'interval' }, null, true)));
    const taken = clockSourceText({ by: 'analyst', atMs: 10_000, untilMs: 15_000, board: null }, null, true);
    expect(guide).toContain(`"${taken?.replace(/\.$/, '') ?? ''}"`);
  });
});
