export default { title: 'Reseräkningar' };
