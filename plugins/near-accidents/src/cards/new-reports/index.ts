// the lazy entry of the "Nya tillbud" dashboard card
import { definePage } from '@lonna/core';
import { newReportsCard } from './model';
import { NewReportsCard } from './view';

export default definePage(NewReportsCard, newReportsCard);
