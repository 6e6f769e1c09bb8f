export default { title: 'Rozliczenia podróży' };
