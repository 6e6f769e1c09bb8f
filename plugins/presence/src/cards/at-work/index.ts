// the lazy entry of the "På jobbet i dag" dashboard card
import { definePage } from '@lonna/core';
import { atWorkCard } from './model';
import { AtWorkCard } from './view';

export default definePage(AtWorkCard, atWorkCard);
