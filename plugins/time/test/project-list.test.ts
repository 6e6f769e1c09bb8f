import { describe, expect, it } from 'vitest';
import { projectLines } from '../server/project-list';

describe('projectLines', () => {
  it('sums hours per project and employee, leaves day codes out, and puts the rows without a project last', () => {
    const rows = [
      { AnstNr: '2', TidKod: 'ARB', Timmar: 4, Brukare: 'B002' },
      { AnstNr: '10', TidKod: 'ARB', Timmar: '3.5', Brukare: 'B001' },
      { AnstNr: '2', TidKod: 'ARB', Timmar: 2, Brukare: 'B001' },
      { AnstNr: '2', TidKod: 'ARB', Timmar: 1.25, Brukare: 'B001' },
      { AnstNr: '2', TidKod: 'SEM', Timmar: 1, Brukare: 'B001' },
      { AnstNr: '3', TidKod: 'ARB', Timmar: 8, Brukare: '' },
    ];
    expect(projectLines(rows, 'Brukare', new Set(['SEM']))).toEqual([
      { project: 'B001', AnstNr: '2', hours: 3.25 },
      { project: 'B001', AnstNr: '10', hours: 3.5 },
      { project: 'B002', AnstNr: '2', hours: 4 },
      { project: '', AnstNr: '3', hours: 8 },
    ]);
  });
});
