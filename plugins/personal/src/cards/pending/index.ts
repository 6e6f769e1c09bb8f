// the lazy entry of the "Personuppgifter att godkänna" dashboard card
import { definePage } from '@lonna/core';
import { pendingCard } from './model';
import { PendingChangesCard } from './view';

export default definePage(PendingChangesCard, pendingCard);
