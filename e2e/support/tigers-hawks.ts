/** A side's players: ids `${prefix}1`, `${prefix}2`, ... and shirt numbers from 4, in the order of `names`. */
const roster = (prefix: string, names: readonly string[]) =>
  names.map((name, index) => ({ id: `${prefix}${String(index + 1)}`, number: String(index + 4), name }));

const HAWKS = ['Kai Ito', 'Lu Chen', 'Mo Ali', 'Ned Roy', 'Oz Kerr'];

/**
 * The game setup the specs tag their small games with: Tigers (orange, ids t1... from `tigers`, #4 upward) against
 * Hawks (blue, h1-h5: Kai Ito #4 to Oz Kerr #8), each side's first five starting; four 10-minute quarters.
 */
export function tigersAndHawks(tigers: readonly string[]) {
  return {
    home: { name: 'Tigers', color: '#ea580c', players: roster('t', tigers), starters: ['t1', 't2', 't3', 't4', 't5'] },
    away: { name: 'Hawks', color: '#1d4ed8', players: roster('h', HAWKS), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
}
