import type { ActiveOrganization } from '../auth/auth-api';
import type { Competition, CompetitionTeam, CompetitionWithTeams, Fixture, Standings } from './competitions-api';

/** The competitions' tests' league, teams, fixtures and ladder. */

export const LEAGUE: ActiveOrganization = {
  id: 'org-metro',
  name: 'Metro League',
  kind: 'league',
  role: 'owner',
  personal: false,
  memberId: 'member-olive',
};

export const COMPETITION: Competition = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Metro League',
  seasonLabel: '2026 Winter',
  slug: 'metro-league-2026-winter',
  visibility: 'public',
  timeZone: 'Australia/Melbourne',
  points: { win: 2, loss: 1, forfeitLoss: 0 },
  tieBreak: 'fiba',
  publishBoxScores: true,
  qualificationPercent: 70,
  access: 'league',
  claimedTeamIds: [],
  createdAt: '2026-03-01T10:00:00.000Z',
};

const team = (id: string, name: string, shortName: string): CompetitionTeam => ({
  id,
  name,
  shortName,
  color: '#ea580c',
  secondaryColor: null,
  claimedBy: null,
  players: [],
});

export const TEAMS: CompetitionTeam[] = [
  team('t-tigers', 'Tigers', 'TIG'),
  team('t-hawks', 'Hawks', 'HAW'),
  team('t-lions', 'Lions', 'LIO'),
  team('t-eagles', 'Eagles', 'EAG'),
];

export const WITH_TEAMS: CompetitionWithTeams = { ...COMPETITION, teams: TEAMS };

export const names = (teamId: string) => TEAMS.find((candidate) => candidate.id === teamId)?.name ?? teamId;

export function fixture(overrides: Partial<Fixture> & { id: string }): Fixture {
  return {
    round: 1,
    stage: 'regular',
    date: '2026-04-11',
    time: '19:30',
    venue: null,
    homeTeamId: 't-tigers',
    awayTeamId: 't-hawks',
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
    forfeitedBy: null,
    resultSource: null,
    gameId: null,
    gameScore: null,
    disagreement: false,
    ...overrides,
  };
}

const row = (teamId: string, values: Partial<Standings['rows'][number]>): Standings['rows'][number] => ({
  teamId,
  place: 1,
  shared: false,
  played: 0,
  won: 0,
  lost: 0,
  forfeits: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  difference: 0,
  percentage: null,
  classificationPoints: 0,
  streak: null,
  lastFive: [],
  home: { won: 0, lost: 0 },
  away: { won: 0, lost: 0 },
  fixtureIds: [],
  ...values,
});

/** After Tigers 80-70 Hawks and Eagles' forfeit to Lions: Lions and Tigers level on 2 points, Lions ahead on difference. */
export const STANDINGS: Standings = {
  rows: [
    row('t-lions', {
      place: 1,
      played: 1,
      won: 1,
      pointsFor: 20,
      difference: 20,
      classificationPoints: 2,
      streak: 'W1',
      lastFive: ['W'],
    }),
    row('t-tigers', {
      place: 2,
      played: 1,
      won: 1,
      pointsFor: 80,
      pointsAgainst: 70,
      difference: 10,
      percentage: 114.28571428571429,
      classificationPoints: 2,
      streak: 'W1',
      lastFive: ['W'],
    }),
    row('t-hawks', {
      place: 3,
      played: 1,
      lost: 1,
      pointsFor: 70,
      pointsAgainst: 80,
      difference: -10,
      percentage: 87.5,
      classificationPoints: 1,
      streak: 'L1',
      lastFive: ['L'],
    }),
    row('t-eagles', {
      place: 4,
      played: 1,
      lost: 1,
      forfeits: 1,
      pointsAgainst: 20,
      difference: -20,
      percentage: 0,
      streak: 'L1',
      lastFive: ['L'],
    }),
  ],
  ties: [
    {
      teams: ['t-lions', 't-tigers'],
      restart: false,
      criterion: 'difference',
      values: { 't-lions': 20, 't-tigers': 10 },
      between: { 't-lions': { won: 0, lost: 0 }, 't-tigers': { won: 0, lost: 0 } },
    },
  ],
};
