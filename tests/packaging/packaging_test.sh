#!/bin/sh
# packaging_test.sh: one packaging test per call (desktop entry, metainfo, install, .deb, tarball), named by its first argument.
# CTest passes the paths below in the environment (tests/packaging/CMakeLists.txt).
set -eu

: "${BUILD_DIR:?}" "${SOURCE_DIR:?}" "${APP_ID:?}" "${VERSION:?}"
: "${DESKTOP_FILE:?}" "${METAINFO_FILE:?}" "${PNG_CHECK:?}" "${WORK:?}"
: "${SCREENSHOT_URL:?}" "${SCREENSHOT_SIZE:?}"
: "${CMAKE_COMMAND:?}" "${CPACK_COMMAND:?}" "${TARBALL_NAME:?}" "${MAN_DIR:?}"

PREFIX="$WORK/prefix"
PACKAGES="$WORK/packages"
DEB="$PACKAGES/mancala-atlas_${VERSION}_$(dpkg --print-architecture).deb"
TARBALL="$PACKAGES/$TARBALL_NAME.tar.gz"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# Fails, naming the Debian package, unless the program $1 is installed.
need() {
    command -v "$1" >/dev/null 2>&1 ||
        fail "$1 is not installed (Debian package $2; packaging/install-deps installs it)"
}

# A scratch folder outside the build and source trees, removed on exit.
scratch() {
    SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/mancala-packaging.XXXXXX")
    trap 'rm -rf "$SCRATCH"' EXIT
}

# Draws the title screen with the game at $1 from the scratch folder (not
# the build tree), with no data folder named in the environment, into $2.
draw_title() {
    game=$1
    out=$2
    shift 2
    (cd "$SCRATCH" && env -u MANCALA_DATA_DIR -u MANCALA_HOME \
        SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@" \
        "$game" --screenshot "$out" --screen title) ||
        fail "$game could not draw its title screen"
    "$PNG_CHECK" "$out" 1280x800 || fail "$out is not a title screen"
}

# Fails unless every path named after the first argument is in the listing
# in file $1 (one path per line).
expect_listed() {
    listing=$1
    shift
    for path in "$@"; do
        grep -qxF "$path" "$listing" || fail "$path is missing from $listing"
    done
}

case "${1:-}" in
manual_pages_render_without_warnings)
    need groff groff-base
    scratch
    for page in mancala-atlas mancala-cli; do
        file="$MAN_DIR/$page.6"
        grep -q '@PROJECT_VERSION@' "$file" && fail "$file: no version"
        grep -qF "Mancala Atlas $VERSION" "$file" ||
            fail "$file does not name version $VERSION"
        # -ww: every warning; anything on standard error is a fault.
        LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$file" 2>"$SCRATCH/warn"
        if [ -s "$SCRATCH/warn" ]; then
            cat "$SCRATCH/warn" >&2
            fail "groff warns about $file"
        fi
        gzip -dc "$file.gz" | cmp -s - "$file" ||
            fail "$file.gz is not $file compressed"
    done
    ;;

desktop_entry_passes_desktop_file_validate)
    need desktop-file-validate desktop-file-utils
    desktop-file-validate "$DESKTOP_FILE" || fail "desktop-file-validate"
    ;;

metainfo_passes_appstreamcli_validate)
    need appstreamcli appstream
    scratch
    appstreamcli validate --no-net "$METAINFO_FILE" >"$SCRATCH/out" 2>&1 ||
        { cat "$SCRATCH/out"; fail "appstreamcli validate"; }
    cat "$SCRATCH/out"
    # Warnings and errors are not good enough either; infos are.
    if grep -E '^(W|E): ' "$SCRATCH/out"; then
        fail "appstreamcli reports warnings or errors"
    fi
    ;;

desktop_entry_and_metainfo_share_the_app_id_and_version)
    for line in "Icon=$APP_ID" "Exec=mancala-atlas" "Type=Application" \
        "Categories=Game;BoardGame;"; do
        grep -qxF "$line" "$DESKTOP_FILE" || fail "no '$line' in the entry"
    done
    grep -q '^Name\[vi\]=.' "$DESKTOP_FILE" || fail "no Vietnamese Name"
    grep -q '^Comment\[vi\]=.' "$DESKTOP_FILE" || fail "no Vietnamese Comment"
    grep -q '^Keywords=.' "$DESKTOP_FILE" || fail "no Keywords"
    [ "$(basename "$DESKTOP_FILE")" = "$APP_ID.desktop" ] ||
        fail "the entry is not named after the app id"
    for text in "<id>$APP_ID</id>" \
        "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" \
        "<release version=\"$VERSION\" date=\"" \
        '<content_rating type="oars-1.1"' \
        '<metadata_license>CC0-1.0</metadata_license>' \
        '<project_license>MIT AND OFL-1.1 AND LGPL-3.0-or-later</project_license>' \
        '<binary>mancala-atlas</binary>' \
        '<developer_name>'; do
        grep -qF "$text" "$METAINFO_FILE" || fail "no '$text' in the metainfo"
    done
    if grep -n '@[A-Z_]*@' "$DESKTOP_FILE" "$METAINFO_FILE"; then
        fail "a template variable was left unfilled"
    fi
    ;;

metainfo_screenshots_are_the_committed_pictures)
    urls=$(sed -n 's|.*<image[^>]*>\(.*\)</image>.*|\1|p' "$METAINFO_FILE")
    [ -n "$urls" ] || fail "the metainfo has no screenshots"
    for url in $urls; do
        name=${url#"$SCREENSHOT_URL/"}
        [ "$name" != "$url" ] || fail "$url is not under $SCREENSHOT_URL"
        "$PNG_CHECK" "$SOURCE_DIR/docs/screenshots/$name" "$SCREENSHOT_SIZE" ||
            fail "docs/screenshots/$name does not match the metainfo"
    done
    # ... and no committed picture is left out of the metainfo.
    for png in "$SOURCE_DIR"/docs/screenshots/*.png; do
        echo "$urls" | grep -qxF "$SCREENSHOT_URL/$(basename "$png")" ||
            fail "$png is not in the metainfo"
    done
    ;;

screenshots_match_what_the_build_draws)
    # Draws every picture again with the one script the target uses, and
    # compares each with the committed one (font rasterising may differ).
    redraw="cmake --build $BUILD_DIR --target mancala_screenshots"
    out=$WORK/screenshots
    rm -rf "$out" && mkdir -p "$out"
    "$CMAKE_COMMAND" -DOUT="$out" -P "$SCREENSHOT_SCRIPT" ||
        fail "the game could not draw the screenshots"
    stale=""
    for png in "$out"/*.png; do
        name=$(basename "$png")
        if [ ! -f "$SOURCE_DIR/docs/screenshots/$name" ]; then
            stale="$stale $name (missing)"
        elif ! "$PNG_CHECK" --same "$SOURCE_DIR/docs/screenshots/$name" "$png"; then
            stale="$stale $name"
        fi
    done
    [ -z "$stale" ] || fail "docs/screenshots/ no longer shows what the build \
draws:$stale. Redraw them with: $redraw (then look at them and commit)"
    ;;

install_into_a_temporary_prefix_succeeds)
    rm -rf "$PREFIX"
    "$CMAKE_COMMAND" --install "$BUILD_DIR" --prefix "$PREFIX" >/dev/null ||
        fail "cmake --install"
    ;;

install_puts_game_data_icons_entry_and_metainfo_in_place)
    scratch
    (cd "$PREFIX" && find . -type f | sort) >"$SCRATCH/files"
    expect_listed "$SCRATCH/files" \
        ./bin/mancala-atlas \
        ./bin/mancala-cli \
        "./share/applications/$APP_ID.desktop" \
        "./share/metainfo/$APP_ID.metainfo.xml" \
        ./share/mancala-atlas/fonts/NotoSans-Regular.ttf \
        ./share/mancala-atlas/fonts/NotoSans-Bold.ttf \
        ./share/mancala-atlas/fonts/NotoSerif-Bold.ttf \
        ./share/mancala-atlas/fonts/LICENSE-Noto.txt \
        ./share/mancala-atlas/images/wood.png \
        ./share/mancala-atlas/images/README.md \
        ./share/mancala-atlas/images/LICENSE-map.txt \
        ./share/mancala-atlas/images/map-africa.png \
        ./share/mancala-atlas/images/inset-urim.png \
        ./share/mancala-atlas/sounds/drop-1.wav \
        ./share/mancala-atlas/sounds/win.wav \
        ./share/mancala-atlas/rules/ayoayo.rules.en.txt \
        ./share/mancala-atlas/rules/urim.history.vi.txt \
        ./share/mancala-atlas/rules/lessons/gore.lesson.vi.txt \
        ./share/mancala-atlas/rules/demos/bao-kigogo.mancala \
        ./share/locale/vi/LC_MESSAGES/mancala-atlas.mo \
        ./share/doc/mancala-atlas/copyright \
        ./share/doc/mancala-atlas/changelog.gz \
        ./share/man/man6/mancala-atlas.6.gz \
        ./share/man/man6/mancala-cli.6.gz
    for size in 16 32 48 64 128 256 512; do
        icon="./share/icons/hicolor/${size}x$size/apps/$APP_ID.png"
        expect_listed "$SCRATCH/files" "$icon"
        "$PNG_CHECK" --size "$PREFIX/$icon" "${size}x$size" ||
            fail "$icon is not a ${size}x$size picture"
    done
    cmp "$PREFIX/share/applications/$APP_ID.desktop" "$DESKTOP_FILE" ||
        fail "the installed entry is not the generated one"
    # Only the two programs, and nothing of the tests or the generators.
    extra=$(grep -vE '^\./(bin/mancala-(atlas|cli)|share/.*)$' \
        "$SCRATCH/files" || true)
    [ -z "$extra" ] || fail "unexpected files installed: $extra"
    if grep -E 'test_|genimages|gensounds|\.c$|\.h$|CMakeLists' "$SCRATCH/files"; then
        fail "tests or sources were installed"
    fi
    ;;

installed_game_draws_its_title_from_another_directory)
    scratch
    draw_title "$PREFIX/bin/mancala-atlas" "$SCRATCH/title.png"
    ;;

installed_game_copied_elsewhere_reads_the_fonts_beside_it)
    # The build has a last-resort path to the source tree's data, so a
    # picture alone cannot tell which fonts were used: change the title font
    # of a copy and the picture must change with it.
    scratch
    mkdir -p "$SCRATCH/some/where"
    cp -a "$PREFIX" "$SCRATCH/some/where/mancala"
    copy="$SCRATCH/some/where/mancala"
    draw_title "$copy/bin/mancala-atlas" "$SCRATCH/a.png"
    cp "$copy/share/mancala-atlas/fonts/NotoSans-Regular.ttf" \
        "$copy/share/mancala-atlas/fonts/NotoSerif-Bold.ttf"
    draw_title "$copy/bin/mancala-atlas" "$SCRATCH/b.png"
    "$PNG_CHECK" --differ "$SCRATCH/a.png" "$SCRATCH/b.png" ||
        fail "the copied game did not use the fonts installed beside it"
    ;;

installed_game_reads_the_translations_installed_beside_it)
    # Same idea: the Vietnamese title screen must become English once the
    # installed catalogue is gone, whatever the build tree holds. The
    # language is a setting, read from the settings folder MANCALA_HOME.
    scratch
    cp -a "$PREFIX" "$SCRATCH/copy"
    copy="$SCRATCH/copy"
    mkdir "$SCRATCH/vi-home" "$SCRATCH/en-home"
    echo "language=vi" >"$SCRATCH/vi-home/settings.ini"
    echo "language=en" >"$SCRATCH/en-home/settings.ini"
    draw_title "$copy/bin/mancala-atlas" "$SCRATCH/vi.png" \
        MANCALA_HOME="$SCRATCH/vi-home"
    draw_title "$copy/bin/mancala-atlas" "$SCRATCH/en.png" \
        MANCALA_HOME="$SCRATCH/en-home"
    "$PNG_CHECK" --differ "$SCRATCH/vi.png" "$SCRATCH/en.png" ||
        fail "language=vi did not translate the title screen"
    rm "$copy/share/locale/vi/LC_MESSAGES/mancala-atlas.mo"
    draw_title "$copy/bin/mancala-atlas" "$SCRATCH/none.png" \
        MANCALA_HOME="$SCRATCH/vi-home"
    "$PNG_CHECK" --differ "$SCRATCH/vi.png" "$SCRATCH/none.png" ||
        fail "the game did not read the catalogue installed beside it"
    ;;

installed_game_without_its_data_says_where_it_looked)
    scratch
    status=0
    (cd "$SCRATCH" && MANCALA_DATA_DIR="$SCRATCH/no-such-folder" \
        SDL_VIDEODRIVER=dummy "$PREFIX/bin/mancala-atlas" \
        --screenshot "$SCRATCH/x.png") 2>"$SCRATCH/err" || status=$?
    cat "$SCRATCH/err"
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1"
    grep -q "data folder was not found" "$SCRATCH/err" ||
        fail "no message about the data folder"
    grep -q MANCALA_DATA_DIR "$SCRATCH/err" ||
        fail "the message does not name MANCALA_DATA_DIR"
    [ ! -e "$SCRATCH/x.png" ] || fail "a picture was written without data"
    ;;

cpack_builds_the_deb_and_the_tarball)
    need dpkg-shlibdeps dpkg-dev
    rm -rf "$PACKAGES"
    (cd "$BUILD_DIR" && "$CPACK_COMMAND" --config CPackConfig.cmake \
        -B "$PACKAGES") >"$WORK/cpack.log" 2>&1 ||
        { cat "$WORK/cpack.log"; fail "cpack"; }
    [ -f "$DEB" ] || fail "no $DEB"
    [ -f "$TARBALL" ] || fail "no $TARBALL"
    ;;

deb_is_named_versioned_and_in_section_games)
    dpkg-deb -I "$DEB"
    [ "$(dpkg-deb -f "$DEB" Package)" = mancala-atlas ] || fail "Package"
    [ "$(dpkg-deb -f "$DEB" Version)" = "$VERSION" ] || fail "Version"
    [ "$(dpkg-deb -f "$DEB" Section)" = games ] || fail "Section"
    [ "$(dpkg-deb -f "$DEB" Architecture)" = "$(dpkg --print-architecture)" ] ||
        fail "Architecture"
    dpkg-deb -f "$DEB" Maintainer | grep -q '<.*@.*>' || fail "Maintainer"
    # Debian's limit for the lines of the long description.
    if dpkg-deb -f "$DEB" Description | awk 'length > 80' | grep .; then
        fail "description lines longer than 80 characters"
    fi
    ;;

deb_depends_on_libc_and_the_three_sdl2_libraries)
    depends=$(dpkg-deb -f "$DEB" Depends)
    echo "Depends: $depends"
    for lib in libc6 libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0; do
        echo "$depends" | tr ',' '\n' | grep -qE "^ *$lib( |\$)" ||
            fail "Depends ($depends) lacks $lib"
    done
    ;;

deb_holds_the_game_entry_icons_metainfo_and_data)
    scratch
    dpkg-deb -c "$DEB" | awk '{print $NF}' >"$SCRATCH/files"
    expect_listed "$SCRATCH/files" \
        ./usr/bin/mancala-atlas \
        "./usr/share/applications/$APP_ID.desktop" \
        "./usr/share/metainfo/$APP_ID.metainfo.xml" \
        "./usr/share/icons/hicolor/48x48/apps/$APP_ID.png" \
        "./usr/share/icons/hicolor/256x256/apps/$APP_ID.png" \
        ./usr/share/mancala-atlas/fonts/NotoSans-Regular.ttf \
        ./usr/share/mancala-atlas/images/seed-1.png \
        ./usr/share/mancala-atlas/images/LICENSE-map.txt \
        ./usr/share/mancala-atlas/images/map-africa.png \
        ./usr/share/mancala-atlas/sounds/drop-1.wav \
        ./usr/share/mancala-atlas/rules/gore.rules.vi.txt \
        ./usr/share/locale/vi/LC_MESSAGES/mancala-atlas.mo \
        ./usr/share/doc/mancala-atlas/copyright \
        ./usr/share/doc/mancala-atlas/changelog.gz \
        ./usr/share/man/man6/mancala-atlas.6.gz \
        ./usr/share/man/man6/mancala-cli.6.gz
    # The changelog's first entry is this version.
    dpkg-deb --fsys-tarfile "$DEB" |
        tar -xOf - ./usr/share/doc/mancala-atlas/changelog.gz | gzip -dc |
        head -n 1 | grep -qF "mancala-atlas ($VERSION) " ||
        fail "the changelog does not start with version $VERSION"
    ;;

deb_extracted_anywhere_draws_its_title)
    # dpkg -x instead of dpkg -i: the same files, without touching the
    # machine's own /usr.
    scratch
    dpkg-deb -x "$DEB" "$SCRATCH/root"
    draw_title "$SCRATCH/root/usr/bin/mancala-atlas" "$SCRATCH/title.png"
    ;;

tarball_unpacked_anywhere_draws_its_title)
    scratch
    mkdir "$SCRATCH/unpacked"
    tar -xzf "$TARBALL" -C "$SCRATCH/unpacked"
    top="$SCRATCH/unpacked/$TARBALL_NAME"
    [ -f "$top/share/mancala-atlas/fonts/NotoSans-Regular.ttf" ] ||
        fail "the tarball has no share/mancala-atlas beside bin/"
    [ -f "$top/share/mancala-atlas/sounds/drop-1.wav" ] ||
        fail "the tarball has no sounds"
    [ -f "$top/share/mancala-atlas/images/LICENSE-map.txt" ] ||
        fail "the tarball has no licence of the map data"
    grep -q 'GNU LESSER GENERAL PUBLIC LICENSE' \
        "$top/share/mancala-atlas/images/LICENSE-map.txt" ||
        fail "the map data's licence file lacks the LGPL's text"
    [ -f "$top/share/applications/$APP_ID.desktop" ] ||
        fail "the tarball has no desktop entry"
    draw_title "$top/bin/mancala-atlas" "$SCRATCH/title.png"
    ;;

*)
    echo "packaging_test.sh: unknown test '${1:-}'" >&2
    exit 2
    ;;
esac
echo "ok $1"
