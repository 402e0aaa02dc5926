<?php
/**
 * Writes hostile.csv (WooCommerce exporter column names, UTF-8 with BOM) to stdout or argv[1].
 * Each row exercises one reading rule; see /work/notes/woocommerce-importer.md for the results.
 */
$img = getenv( 'IMG_BASE' ) ?: 'http://127.0.0.1:8765';
$h   = array( 'Type', 'SKU', 'Name', 'Published', 'Visibility in catalog', 'Short description', 'Description', 'Regular price', 'Weight (kg)', 'Categories', 'Tags', 'Brands', 'Images', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global', 'Meta: _yoast_wpseo_title', 'Meta: _yoast_wpseo_metadesc', 'Meta: proseo_json' );
$rows = array(
	// commas escaped as \, inside category levels, tags, brands, attribute values
	array( 'simple', 'H-COMMA', 'Pots, Planters & More', '1', 'visible', 'short', 'desc', '10', '1', 'Home\, Garden > Pots\, Planters, Tools & Parts', 'rock\, paper, scissors', 'Smith\, Jones', '', 'Size', 'Small\, round, Large', '1', '0', 'Pots, Planters', 'a, b', '' ),
	// quotes, real newlines, literal \n, literal \\n, backslashes
	array( 'simple', 'H-QUOTE', 'The "Best" Shirt \\ C:\\new', '1', 'visible', 'He said "hi"' . "\n" . 'second line', "Line 1\nLine 2 (LF)\r\nLine 3 (CRLF) / literal \\n here / double \\\\n here / path C:\\new\\folder\\table", '10', '1', 'Quotes "Q"', '"quoted" tag', '', '', 'Note', 'say "x"', '1', '0', 'Title "q"', 'Line1' . "\n" . 'Line2 \\n', '' ),
	// HTML / script
	array( 'simple', 'H-SCRIPT', '<b>Bold</b> <script>n()</script>Name', '1', 'visible', '<script>alert(1)</script><p onclick="x()">ok</p>', '<iframe src="https://e.x"></iframe><p style="color:red">hi</p><script>alert(3)</script>', '10', '1', '<b>Cat</b>', '<i>tag</i>', '<b>Brand</b>', '', 'A<b>t</b>tr', '<b>v</b>, <script>s()</script>w', '1', '0', '<script>alert(2)</script>Title', '<b>b</b> & <a href="javascript:x()">l</a>', '' ),
	// non-Latin
	array( 'simple', 'H-ÜNI', 'Чайник 茶壺 🍵 Ä', '1', 'visible', 'Ελληνικά κείμενο', 'العربية עברית', '10', '1', 'Küche > Töpfe & Pfannen', '日本, Ελληνικά', 'Müller', '', 'Farbe', 'Grün, Weiß', '1', '1', 'Überschrift — ✓', '説明', '' ),
	// formula-escaped with a leading ' (what WC's exporter writes for values starting with = + - @)
	array( 'simple', "'-H-FORMULA", "'=HYPERLINK(\"http://x\";\"y\")", "'-1", 'visible', "'+SUM(1)", "'@cmd", "'-5", "'-1", "'=Formula Cat > '-Sub", "'=tag1, '+tag2", "'@brand", '', "'=Attr", "'-x, '+y", '1', '0', "'=TITLE", "'-desc", '' ),
	// formula-like values NOT escaped
	array( 'simple', '=H-RAW', '=1+1', '1', 'visible', '-minus', '@at', '10', '1', '=Cat', '=raw, +plus', '', '', 'Raw', '=a, -b', '1', '0', '=T', '+D', '' ),
	// Published variants
	array( 'simple', 'H-PUB-M1', 'Published -1', '-1', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PUB-0', 'Published 0', '0', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PUB-2', 'Published 2', '2', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PUB-EMPTY', 'Published empty', '', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PUB-YES', 'Published yes', 'yes', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PUB-TRUE', 'Published true', 'TRUE', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	// duplicate SKU in the same file
	array( 'simple', 'H-COMMA', 'Duplicate SKU row', '1', 'visible', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	// invalid catalog visibility
	array( 'simple', 'H-VIS', 'Bad visibility', '1', 'shown', '', '', '10', '', '', '', '', '', '', '', '', '', '', '', '' ),
	// decimal comma, currency sign
	array( 'simple', 'H-PRICE', 'Price formats', '1', 'visible', '', '', '1,99', '0,3', '', '', '', '', '', '', '', '', '', '', '' ),
	array( 'simple', 'H-PRICE2', 'Price with currency', '1', 'visible', '', '', '€12.50', '1.234,5', '', '', '', '', '', '', '', '', '', '', '' ),
	// one good and one missing image
	array( 'simple', 'H-IMG', 'Image 404', '1', 'visible', '', '', '10', '', '', '', '', "$img/shirt.png, $img/missing.png", '', '', '', '', '', '', '' ),
	// two good images, separated by ", "
	array( 'simple', 'H-IMG2', 'Two images', '1', 'visible', '', '', '10', '', '', '', '', "$img/shirt.png, $img/tote.png", '', '', '', '', '', '', '' ),
	// whitespace
	array( 'simple', '  H-SPACE  ', "  Spaced   Name \t ", '1', 'visible', '  padded short  ', '  padded desc  ', ' 10 ', '', '  Outer  >  Inner  ', '  t1  ,  t2  ', '', '', '  Sp  ', '  a  ,  b  ', '1', '0', '  padded meta  ', '', '' ),
	// SKU/attribute name get wp_kses_post (not wc_clean); backslashes everywhere; '>' inside a category name
	array( 'simple', 'A&B <i>x</i> \\ "q"', 'Back\\slash \\n name', '1', 'visible', 'C:\\temp\\new', 'C:\\temp', '10', '', 'Size > 10 \\ 20, A\\B', 'back\\slash', '', '', 'At&tr <i>i</i>', 'v&w', '1', '0', 'meta \\ slash', '', '' ),
	// JSON in meta, type casing, empty name
	array( 'Simple, Virtual', 'H-JSON', '', '1', 'visible', '', '', '10', '', 'Cat > ', 'x,,y', '', '', '', '', '', '', '', '', '{"a":[1,2],"b":"<x>","c":"\\u00e9"}' ),
);
$out = fopen( $argv[1] ?? 'php://stdout', 'w' );
fwrite( $out, "\xEF\xBB\xBF" );
fputcsv( $out, $h, ',', '"', '' );
foreach ( $rows as $r ) {
	fputcsv( $out, $r, ',', '"', '' );
}
