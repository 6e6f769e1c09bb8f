// the lazy entry of the "Olästa meddelanden" dashboard card
import { definePage } from '@lonna/core';
import { unreadCard } from './model';
import { UnreadCard } from './view';

export default definePage(UnreadCard, unreadCard);
