import { describe, expect, it } from 'vitest';
import { importProblems } from './roster-import';
import { teamFormErrors } from './team-form';

describe('the team form', () => {
  it('says what is wrong with each field before anything is sent, in the server’s words', () => {
    expect(teamFormErrors({ name: 'Tigers', shortName: 'TIG', color: '#ea580c' })).toEqual({});
    expect(teamFormErrors({ name: '', shortName: 'x'.repeat(13), color: '#ea580c' })).toEqual({
      name: 'Enter the team’s name',
      shortName: 'Short name must be at most 12 characters',
    });
  });
});

describe('a refused roster import', () => {
  it('lists the bad lines in file order', () => {
    expect(importProblems({ 'line 12': 'b', 'line 3': 'a', 'line 4': 'c' })).toEqual([
      { line: 'line 3', message: 'a' },
      { line: 'line 4', message: 'c' },
      { line: 'line 12', message: 'b' },
    ]);
  });
});
