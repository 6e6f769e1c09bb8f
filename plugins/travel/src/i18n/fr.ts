export default { title: 'Notes de frais de voyage' };
