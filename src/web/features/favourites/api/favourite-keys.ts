/** Query keys of the signed-in user's favourites. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => ['favourites', 'list'] as const,
};
