// Assets are URLs in the bundle; in unit tests their name is enough.
module.exports = 'test-file-stub';
