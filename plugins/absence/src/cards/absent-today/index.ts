// the lazy entry of the "Frånvarande i dag" dashboard card
import { definePage } from '@lonna/core';
import { absentTodayCard } from './model';
import { AbsentTodayCard } from './view';

export default definePage(AbsentTodayCard, absentTodayCard);
