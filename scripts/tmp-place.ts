import { placeUploadedImages } from './bench/uploaded-images';
const seconds = await placeUploadedImages('http://localhost:3100', 'file:/tmp/shotsdb/site.db', '11');
console.log('ready in', seconds, 's');
