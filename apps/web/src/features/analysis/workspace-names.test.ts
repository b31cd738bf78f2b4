import { describe, expect, it } from 'vitest';
import { playerNamer } from './workspace-names';
import { TEST_SETUP } from './workspace-test-game';

describe('playerNamer', () => {
  it('names players of either roster by number and name', () => {
    const name = playerNamer(TEST_SETUP);
    expect(name('t1')).toBe('#4 Ava');
    expect(name('h6')).toBe('#16 Pia');
  });

  it('names no player as the team, and an id it does not know as the id', () => {
    const name = playerNamer(TEST_SETUP);
    expect(name(undefined)).toBe('Team');
    expect(name('gone')).toBe('gone');
  });

  it('knows nobody before the setup is saved', () => {
    expect(playerNamer(null)('t1')).toBe('t1');
  });
});
