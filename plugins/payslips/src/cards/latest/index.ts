// the lazy entry of the "Senaste lönebesked" dashboard card
import { definePage } from '@lonna/core';
import { latestCard } from './model';
import { LatestCard } from './view';

export default definePage(LatestCard, latestCard);
