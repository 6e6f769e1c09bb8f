// the lazy entry of the "Ersättningar" dashboard card
import { definePage } from '@lonna/core';
import { claimsCard } from './model';
import { ClaimsCard } from './view';

export default definePage(ClaimsCard, claimsCard);
