// the lazy entry of the "Nya dokument" dashboard card
import { definePage } from '@lonna/core';
import { unseenCard } from './model';
import { UnseenDocumentsCard } from './view';

export default definePage(UnseenDocumentsCard, unseenCard);
