// the lazy entry of the "Väntar på dig" dashboard card
import { definePage } from '@lonna/core';
import { waitingCard } from './model';
import { WaitingCard } from './view';

export default definePage(WaitingCard, waitingCard);
