import { describe, expect, it } from 'vitest';
import { UNITS_SHOWN, shortPlayerLabel, unitsShown } from './lineup-units';

const setup = {
  home: {
    players: [
      { id: 'h1', number: '4', name: 'Ann Smith' },
      { id: 'h2', number: '2', name: 'Shai Gilgeous-Alexander' },
      { id: 'h3', number: '13', name: 'Jaren Jackson Jr.' },
      { id: 'h4', number: '', name: 'Luc Mbah a Moute' },
      { id: 'h5', number: '0', name: 'Nenê' },
    ],
  },
  away: {
    players: [
      { id: 'a1', number: '7', name: 'Tiger 7' },
      { id: 'a2', number: '9', name: '  Ann   Lee  ' },
    ],
  },
};

describe('shortPlayerLabel', () => {
  it('gives the number and the family name', () => {
    expect(shortPlayerLabel(setup, 'home', 'h1')).toBe('#4 Smith');
    expect(shortPlayerLabel(setup, 'home', 'h2')).toBe('#2 Gilgeous-Alexander');
    expect(shortPlayerLabel(setup, 'home', 'h3')).toBe('#13 Jackson Jr.');
    expect(shortPlayerLabel(setup, 'away', 'a2')).toBe('#9 Lee');
  });

  it('keeps a one-word name, a name whose rest is a number, and leaves out a missing number', () => {
    expect(shortPlayerLabel(setup, 'home', 'h5')).toBe('#0 Nenê');
    expect(shortPlayerLabel(setup, 'away', 'a1')).toBe('#7 Tiger 7');
    expect(shortPlayerLabel(setup, 'home', 'h4')).toBe('Mbah a Moute');
  });

  it('names a player missing from the roster by their id, as the full label does', () => {
    expect(shortPlayerLabel(setup, 'away', 'h1')).toBe('h1');
  });
});

describe('unitsShown', () => {
  const units = Array.from({ length: 12 }, (_unused, index) => index);

  it('shows the first units and counts the rest until all are asked for', () => {
    expect(unitsShown(units, false)).toEqual({ visible: units.slice(0, UNITS_SHOWN), hidden: 12 - UNITS_SHOWN });
    expect(unitsShown(units, true)).toEqual({ visible: units, hidden: 0 });
  });

  it('shows a team with few units whole', () => {
    expect(unitsShown(units.slice(0, UNITS_SHOWN), false)).toEqual({ visible: units.slice(0, UNITS_SHOWN), hidden: 0 });
  });
});
