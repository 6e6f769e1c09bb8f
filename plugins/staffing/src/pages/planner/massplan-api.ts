import { createDownload, createEndpointMutation } from '@lonna/core';
import { staffingMass } from '../../contracts';

/** the mass planner's calls, made once from the contract (the planner's query reloads on an apply) */
export const proposeMutation = createEndpointMutation(staffingMass.propose, { name: 'staffing.massPropose', silent: true });
export const applyMutation = createEndpointMutation(staffingMass.apply, { name: 'staffing.massApply', silent: true });
/** the planned passes of the shown period to payroll (PAXml schematransaktioner) */
export const exportScheduleFx = createDownload(staffingMass.schedulePaxml);
