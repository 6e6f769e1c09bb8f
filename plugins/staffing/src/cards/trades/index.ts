// the lazy entry of the "Öppna passbyten" dashboard card
import { definePage } from '@lonna/core';
import { openTradesCard } from './model';
import { OpenTradesCard } from './view';

export default definePage(OpenTradesCard, openTradesCard);
