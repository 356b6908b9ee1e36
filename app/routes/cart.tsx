import { Link } from "react-router";

export function meta() {
  return [{ title: "Shopping Cart" }];
}

export default function Cart() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Shopping Cart</h1>
      <div className="mt-10 text-center">
        <p className="text-lg text-slate-700">Your cart is empty</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 text-white">
          Go Shopping
        </Link>
      </div>
    </section>
  );
}
