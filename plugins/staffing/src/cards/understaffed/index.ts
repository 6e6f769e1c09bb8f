// the lazy entry of the "Obemannade pass" dashboard card
import { definePage } from '@lonna/core';
import { understaffedCard } from './model';
import { UnderstaffedCard } from './view';

export default definePage(UnderstaffedCard, understaffedCard);
