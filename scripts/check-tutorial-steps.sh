#!/bin/sh
# Builds every step of the ViewTree tutorial as a reader would have it, in a package of its
# own beside a link to this one: the files each step shows, over those of the steps before.
# The last step is Examples/Groceries itself (make test builds and tests it); this checks the
# ones before it. It shares that package's build folder, so only the first build is long.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
resources=Sources/ViewTree/ViewTree.docc/Resources
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/todo-tui"
package="$work/Groceries"
mkdir -p "$package/Sources/GroceryApp"

# step NAME FILE=RESOURCE...: puts each resource in place, then builds.
step() {
    name=$1
    shift
    for placement in "$@"; do
        mkdir -p "$(dirname "$package/${placement%%=*}")"
        cp "$resources/${placement#*=}" "$package/${placement%%=*}"
    done
    echo "tutorial: $name"
    swift build --package-path "$package" --scratch-path "$root/Examples/Groceries/.build" --build-tests \
        2>&1 | grep -E "error|warning:" && exit 1
    return 0
}

step "make the package" Package.swift=groceries-package-01.swift \
    Sources/GroceryApp/GroceriesApp.swift=groceries-app-01.swift
step "show the list" Sources/GroceryApp/GroceryList.swift=groceries-model-01.swift \
    Sources/GroceryApp/GroceryListView.swift=groceries-view-01.swift \
    Sources/GroceryApp/GroceriesApp.swift=groceries-app-02.swift
step "count and add" Sources/GroceryApp/GroceryList.swift=groceries-model-02.swift \
    Sources/GroceryApp/GroceryListView.swift=groceries-view-02.swift
step "test it" Package.swift=groceries-package-02.swift \
    Tests/GroceryAppTests/GroceryAppTests.swift=groceries-tests.swift
echo "tutorial: every step builds"
