import { describe, expect, it } from 'vitest';
import { fixtureSummary, fixturesCalendar, zonedTimeToUtc, type CalendarFixture } from './calendar.js';

const FIXTURE: CalendarFixture = {
  id: 'f-1',
  round: 3,
  date: '2027-02-06',
  time: '18:30',
  timeZone: 'Australia/Melbourne',
  venue: 'Court 1, Northside Stadium; "The Barn"',
  home: 'Northside Tigers',
  away: 'São Paulo Águias',
  status: 'scheduled',
};
const NOW = new Date('2027-01-15T09:00:00Z');

/** The feed's lines with the folding undone (RFC 5545 3.1). */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('a wall-clock time in a zone', () => {
  it('is the instant the zone’s offset on that day makes it', () => {
    // Melbourne keeps daylight time in February (UTC+11), Berlin summer time in July (UTC+2).
    expect(zonedTimeToUtc('2027-02-06', '18:30', 'Australia/Melbourne').toISOString()).toBe('2027-02-06T07:30:00.000Z');
    expect(zonedTimeToUtc('2027-07-01', '20:00', 'Europe/Berlin').toISOString()).toBe('2027-07-01T18:00:00.000Z');
    // New York, the day after its clocks went forward (UTC-4), and in winter (UTC-5).
    expect(zonedTimeToUtc('2027-03-15', '19:00', 'America/New_York').toISOString()).toBe('2027-03-15T23:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-15', '19:00', 'America/New_York').toISOString()).toBe('2027-01-16T00:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-15', '00:05', 'UTC').toISOString()).toBe('2027-01-15T00:05:00.000Z');
  });
});

describe('the fixtures feed', () => {
  it('has one event a fixture, in UTC, two hours long, with its venue and round, text escaped', () => {
    const text = fixturesCalendar({
      name: 'Northern League, Winter 2027',
      fixtures: [FIXTURE],
      now: NOW,
      host: 'courtside.example',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(unfolded(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Courtside//Fixtures//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Northern League\\, Winter 2027',
      'BEGIN:VEVENT',
      'UID:f-1@courtside.example',
      'DTSTAMP:20270115T090000Z',
      'DTSTART:20270206T073000Z',
      'DTEND:20270206T093000Z',
      'SUMMARY:Northside Tigers vs São Paulo Águias',
      'DESCRIPTION:Round 3',
      'LOCATION:Court 1\\, Northside Stadium\\; "The Barn"',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds a long line at 75 octets, never inside a character', () => {
    const long = { ...FIXTURE, venue: 'Estádio Municipal de São João da Boa Vista — Quadra Poliesportiva Coberta Número Três' };
    const text = fixturesCalendar({ name: 'L', fixtures: [long], now: NOW, host: 'h' });
    const physical = text.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(text)).toContain(`LOCATION:${long.venue}`);
  });

  it('says what became of a fixture: the score, a forfeit, a postponement, a cancellation', () => {
    expect(fixtureSummary({ ...FIXTURE, status: 'played', homeScore: 81, awayScore: 77 })).toBe(
      'Northside Tigers 81-77 São Paulo Águias',
    );
    expect(fixtureSummary({ ...FIXTURE, status: 'forfeit', homeScore: 20, awayScore: 0 })).toBe(
      'Northside Tigers 20-0 São Paulo Águias (forfeit)',
    );
    expect(fixtureSummary({ ...FIXTURE, status: 'postponed' })).toBe('Postponed: Northside Tigers vs São Paulo Águias');
    const cancelled = unfolded(
      fixturesCalendar({ name: 'L', fixtures: [{ ...FIXTURE, status: 'cancelled', venue: null }], now: NOW, host: 'h' }),
    );
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SUMMARY:Cancelled: Northside Tigers vs São Paulo Águias');
    expect(cancelled.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });
});
