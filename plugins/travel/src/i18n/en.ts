export default { title: 'Travel expense reports' };
