import { describe, expect, it } from 'vitest';
import { numberTakenMessage, parseRosterCsv, rosterPlayerInputSchema, teamInputSchema } from './teams.js';

describe('a roster CSV', () => {
  it('reads a good file: columns in any order and case, quoted names with commas, a BOM and CRLF', () => {
    const csv = '\uFEFFName,NUMBER,Position\r\n"Lee, Sam",7,Guard\r\nAna Ruiz,00,\r\n"Jo ""JJ"" King",12,Forward\r\n\r\n';
    expect(parseRosterCsv(csv)).toEqual({
      players: [
        { number: '7', name: 'Lee, Sam', position: 'Guard' },
        { number: '00', name: 'Ana Ruiz' },
        { number: '12', name: 'Jo "JJ" King', position: 'Forward' },
      ],
      errors: [],
    });
  });

  it('says what is wrong with each bad row and imports nothing', () => {
    const csv = 'number,name\n7,Sam Lee\nseven,Ana Ruiz\n12,\n7,Jo King\n';
    expect(parseRosterCsv(csv)).toEqual({
      players: [],
      errors: [
        { line: 3, message: 'A number is one to three digits, like 7 or 00' },
        { line: 4, message: 'Enter the player’s name' },
        { line: 5, message: 'Number 7 is already Sam Lee' },
      ],
    });
  });

  it('refuses a number already worn on the active roster, and a file without its header or players', () => {
    expect(parseRosterCsv('number,name\n4,Max Ade\n', new Map([['4', 'Ola Ree']])).errors).toEqual([
      { line: 2, message: numberTakenMessage('4', 'Ola Ree') },
    ]);
    expect(parseRosterCsv('7,Sam Lee\n').errors).toEqual([
      { line: 1, message: 'The first line must name the columns: number, name, position' },
    ]);
    expect(parseRosterCsv('number,name\n').errors).toEqual([{ line: 2, message: 'The file lists no players' }]);
  });
});

describe('team and player fields', () => {
  it('checks names, short names, colours and lengths with the page’s messages', () => {
    const issues = (input: unknown) => teamInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ name: 'Northside Tigers', shortName: 'TIG', color: '#ea580c', seasonLabel: '2026' })).toEqual([]);
    expect(issues({ name: ' ', shortName: 'TIGERS-TOO-LONG', color: 'orange' })).toEqual([
      'Enter the team’s name',
      'Short name must be at most 12 characters',
      'The main colour must be a colour like #1d4ed8',
    ]);
    expect(rosterPlayerInputSchema.safeParse({ number: '1234', name: 'A' }).success).toBe(false);
  });
});
