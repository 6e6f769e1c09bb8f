import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { FEED_RESOURCE, feed } from '../../contracts';

/** The dashboard's feed: the posts meant for the signed-in person, read again when a post is published or changed. */
export const feedQuery = createPageQuery({
  name: 'feed.card',
  endpoint: feed.list,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: FEED_RESOURCE }],
  silent: true,
});
export const feedCard = createPageData({ loads: [feedQuery] });
export const $items = feedQuery.$data;
export const $failed = feedQuery.$error.map(Boolean);
