// the lazy entry of the feed's dashboard card
import { definePage } from '@lonna/core';
import { feedCard } from './model';
import { FeedCard } from './view';

export default definePage(FeedCard, feedCard);
