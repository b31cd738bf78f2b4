/**
 * A competition's fixtures as an iCalendar feed (RFC 5545): one event a fixture, which a parent's phone calendar
 * subscribes to and refreshes. Pure: the server reads the fixtures, this writes the text.
 */

export type FixtureStatus = 'scheduled' | 'played' | 'forfeit' | 'postponed' | 'cancelled';

export interface CalendarFixture {
  id: string;
  round: number;
  /** The day (YYYY-MM-DD) and start (HH:MM) in `timeZone`, the competition's zone. */
  date: string;
  time: string;
  timeZone: string;
  venue: string | null;
  home: string;
  away: string;
  status: FixtureStatus;
  /** The score, once played or forfeited. */
  homeScore?: number | null;
  awayScore?: number | null;
}

/** How long a game's event lasts in the calendar. */
export const FIXTURE_MINUTES = 120;

/**
 * The instant a wall-clock time in `timeZone` stands for, as UTC: the zone's offset at that moment, found by
 * reading the guess back through Intl (twice, for a time near a change of offset).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const wallClock = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  };
  let guess = wanted - (wallClock(wanted) - wanted);
  guess = wanted - (wallClock(guess) - guess);
  return new Date(guess);
}

/** A UTC instant as iCalendar writes it: `20270206T073000Z`. */
const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as a property value carries it: backslashes, semicolons, commas and line breaks escaped. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** The octets a character takes in UTF-8. */
const octets = (char: string) => {
  const point = char.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
};

/** A content line folded at 75 octets, each continuation starting with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    // A continuation's leading space is one of its 75 octets.
    const limit = out.length === 0 ? 75 : 74;
    if (size + octets(char) > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets(char);
  }
  out.push(current);
  return out.join('\r\n ');
}

/** "Tigers vs Hawks", "Tigers 81-77 Hawks" once played, with what happened to it. */
export function fixtureSummary(fixture: Pick<CalendarFixture, 'home' | 'away' | 'status' | 'homeScore' | 'awayScore'>): string {
  const scored = fixture.homeScore != null && fixture.awayScore != null;
  const match = scored
    ? `${fixture.home} ${String(fixture.homeScore)}-${String(fixture.awayScore)} ${fixture.away}`
    : `${fixture.home} vs ${fixture.away}`;
  switch (fixture.status) {
    case 'postponed':
      return `Postponed: ${match}`;
    case 'cancelled':
      return `Cancelled: ${match}`;
    case 'forfeit':
      return `${match} (forfeit)`;
    case 'scheduled':
    case 'played':
      return match;
  }
}

/**
 * The feed of `fixtures` named `name` (a competition, or one team of it). `now` stamps every event (DTSTAMP);
 * `host` makes each event's UID, which stays the same from one refresh to the next so a calendar updates the
 * event instead of adding another.
 */
export function fixturesCalendar({
  name,
  fixtures,
  now,
  host,
}: {
  name: string;
  fixtures: readonly CalendarFixture[];
  now: Date;
  host: string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Fixtures//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const fixture of fixtures) {
    const start = zonedTimeToUtc(fixture.date, fixture.time, fixture.timeZone);
    const end = new Date(start.getTime() + FIXTURE_MINUTES * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${fixture.id}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(fixtureSummary(fixture))}`,
      `DESCRIPTION:${escapeText(`Round ${String(fixture.round)}`)}`,
      ...(fixture.venue ? [`LOCATION:${escapeText(fixture.venue)}`] : []),
      `STATUS:${fixture.status === 'cancelled' ? 'CANCELLED' : fixture.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
