// the lazy entry of the AdminAuditLog route
import { definePage } from '@lonna/core';
import { auditLogPage } from './model';
import View from './view';

export default definePage(View, auditLogPage);
