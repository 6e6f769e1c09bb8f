// the lazy entry of the "Påminnelser" dashboard card
import { definePage } from '@lonna/core';
import { remindersCard } from './model';
import { RemindersCard } from './view';

export default definePage(RemindersCard, remindersCard);
