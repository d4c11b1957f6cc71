/** Where a pair's share card is drawn (GET /api/v1/indexer/share-image/{pair}): the preview tags and the share dialog both point here. */
export const shareImagePath = (pairAddress: string) => `/api/v1/indexer/share-image/${pairAddress.toLowerCase()}`;
