/** Query keys of the signed-in user's favourites. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  /** The list from the page `from` names (an address's `?cursor=`), or from its newest (null). */
  list: (from: string | null = null) => ['favourites', 'list', from] as const,
};
