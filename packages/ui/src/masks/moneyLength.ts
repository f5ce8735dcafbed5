/** Money fields hold at most this many characters, 'R$ 9.999.999,99' included (spec 9: money 15). */
export const MONEY_MAX_LENGTH = 15;
