// the lazy entry of the "Ansökningar att besluta" dashboard card
import { definePage } from '@lonna/core';
import { waitingCardPage } from './model';
import { WaitingCard } from './view';

export default definePage(WaitingCard, waitingCardPage);
